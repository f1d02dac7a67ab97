export default {
  title: 'Foto del paciente con el documento',
  instructions:
    'Pida al paciente que sostenga su documento de identidad junto a la cara, con buena luz, y haga la foto. Si la cámara no funciona, suba un archivo.',
  openCamera: 'Abrir la cámara',
  capture: 'Hacer la foto',
  closeCamera: 'Cerrar la cámara',
  retake: 'Hacer otra foto',
  upload: 'Subir un archivo',
  uploadHint: 'JPEG, PNG o WebP, hasta {{max}} MB.',
  remove: 'Quitar la foto',
  cameraLabel: 'Imagen en directo de la cámara',
  previewAlt: 'Paciente sosteniendo el documento',
  status: {
    starting: 'Abriendo la cámara…',
    live: 'Cámara abierta. Encuadre la cara y el documento y haga la foto.',
    checking: 'Buscando una cara en la foto…',
    uploading: 'Guardando la foto…',
    saved: 'Cara identificada. Foto guardada.',
  },
  errors: {
    tooLarge: 'La foto ocupa más de {{max}} MB. Envíe una más pequeña.',
    unsupportedType: 'Este archivo no es una foto JPEG, PNG o WebP.',
    unreadable: 'No se ha podido leer esta imagen. Haga o suba otra foto.',
    previewFailed: 'No se ha podido mostrar la foto guardada.',
  },
};
