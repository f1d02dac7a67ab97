export default {
  title: "Patient's photo with the document",
  instructions:
    'Ask the patient to hold their identity document next to their face, in good light, and take the picture. If the camera does not work, upload a file.',
  openCamera: 'Open the camera',
  capture: 'Take the picture',
  closeCamera: 'Close the camera',
  retake: 'Take again',
  upload: 'Upload a file instead',
  uploadHint: 'JPEG, PNG or WebP, up to {{max}} MB.',
  remove: 'Remove the photo',
  cameraLabel: 'Live camera picture',
  previewAlt: 'Patient holding the document',
  status: {
    starting: 'Opening the camera…',
    live: 'Camera open. Frame the face and the document and take the picture.',
    checking: 'Looking for a face in the picture…',
    uploading: 'Saving the photo…',
    saved: 'Face identified. Photo saved.',
  },
  errors: {
    tooLarge: 'The photo is larger than {{max}} MB. Send a smaller one.',
    unsupportedType: 'This file is not a JPEG, PNG or WebP picture.',
    unreadable: 'This picture could not be read. Take or upload another one.',
    previewFailed: 'The saved photo could not be shown.',
  },
};
