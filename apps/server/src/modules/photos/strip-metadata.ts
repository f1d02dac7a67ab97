import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './face-detector';
import type { PhotoContentType } from './image-content';

/**
 * The picture as it is kept: upright (EXIF orientation applied) and without its metadata. A phone's EXIF
 * block can carry where and when the picture was taken and the device's serial number; none of it is
 * needed to recognise the patient, so it is not stored (data minimisation, docs/photos.md). Same format in,
 * same format out.
 */
export async function withoutMetadata(image: Buffer, type: PhotoContentType): Promise<Buffer> {
  const upright = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  switch (type) {
    case 'image/jpeg':
      return upright.jpeg({ quality: 90 }).toBuffer();
    case 'image/png':
      return upright.png().toBuffer();
    case 'image/webp':
      return upright.webp({ quality: 90 }).toBuffer();
  }
}
