export { PhotoCapture, type PhotoCaptureProps, type PhotoValue } from './components/photo-capture';
