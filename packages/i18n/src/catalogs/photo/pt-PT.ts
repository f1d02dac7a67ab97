export default {
  title: 'Fotografia do utente com o documento',
  instructions:
    'Peça ao utente para segurar o documento de identificação ao lado do rosto, com boa luz, e tire a fotografia. Se a câmara não funcionar, carregue um ficheiro.',
  openCamera: 'Abrir a câmara',
  capture: 'Tirar a fotografia',
  closeCamera: 'Fechar a câmara',
  retake: 'Tirar outra fotografia',
  upload: 'Carregar um ficheiro',
  uploadHint: 'JPEG, PNG ou WebP, até {{max}} MB.',
  remove: 'Remover a fotografia',
  cameraLabel: 'Imagem em direto da câmara',
  previewAlt: 'Utente a segurar o documento',
  status: {
    starting: 'A abrir a câmara…',
    live: 'Câmara aberta. Enquadre o rosto e o documento e tire a fotografia.',
    checking: 'A procurar um rosto na fotografia…',
    uploading: 'A guardar a fotografia…',
    saved: 'Rosto identificado. Fotografia guardada.',
  },
  errors: {
    tooLarge: 'A fotografia tem mais de {{max}} MB. Envie uma mais pequena.',
    unsupportedType: 'Este ficheiro não é uma fotografia JPEG, PNG ou WebP.',
    unreadable: 'Não foi possível ler esta imagem. Tire ou carregue outra fotografia.',
    previewFailed: 'Não foi possível mostrar a fotografia guardada.',
  },
};
