export default {
  title: 'Foto do paciente com o documento',
  instructions:
    'Peça ao paciente para segurar o documento de identidade ao lado do rosto, com boa luz, e tire a foto. Se a câmera não funcionar, envie um arquivo.',
  openCamera: 'Abrir a câmera',
  capture: 'Tirar a foto',
  closeCamera: 'Fechar a câmera',
  retake: 'Tirar outra foto',
  upload: 'Enviar um arquivo',
  uploadHint: 'JPEG, PNG ou WebP, até {{max}} MB.',
  remove: 'Remover a foto',
  cameraLabel: 'Imagem ao vivo da câmera',
  previewAlt: 'Foto do paciente segurando o documento',
  status: {
    starting: 'Abrindo a câmera…',
    live: 'Câmera aberta. Enquadre o rosto e o documento e tire a foto.',
    checking: 'Procurando um rosto na foto…',
    uploading: 'Salvando a foto…',
    saved: 'Rosto identificado. Foto salva.',
  },
  errors: {
    tooLarge: 'A foto tem mais de {{max}} MB. Envie uma foto menor.',
    unsupportedType: 'Este arquivo não é uma foto JPEG, PNG ou WebP.',
    unreadable: 'Não foi possível ler esta imagem. Tire ou envie outra foto.',
    previewFailed: 'Não foi possível mostrar a foto salva.',
  },
};
