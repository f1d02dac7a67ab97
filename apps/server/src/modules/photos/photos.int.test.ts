import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PHOTO_MAX_BYTES } from './image-content';

const fixtures = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/photos');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.stop();
});

async function operator() {
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id] });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  return {
    workplace,
    user,
    headers: { authorization: `Bearer ${login.json().accessToken}`, cnpj: workplace.cnpj },
  };
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(content: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----ponto${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  headers: Record<string, string>,
  content: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
) {
  const body = multipart(content, filename, contentType);
  return app.http.inject({
    method: 'POST',
    url: '/photos',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('patient photos (§3 photo holding a document)', () => {
  it('stores a JPEG with a face: 201, the row of the workplace with sha256 and the server face check', async () => {
    const { headers, workplace, user } = await operator();
    const bytes = fixture('face.jpg');
    const res = await upload(headers, bytes);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      faceDetected: true,
      contentType: 'image/jpeg',
      sizeBytes: expect.any(Number),
    });
    const [row] = await app.database.db.select().from(storedFiles).where(eq(storedFiles.id, body.id));
    // The bytes live under DATA_DIR/files, not in the database.
    const onDisk = fs.readFileSync(path.join(app.dataDir, 'files', ...row!.storageKey.split('/')));
    expect(row).toMatchObject({
      workplaceId: workplace.id,
      purpose: 'patientPhoto',
      createdBy: user.id,
      sizeBytes: onDisk.length,
      sha256: crypto.createHash('sha256').update(onDisk).digest('hex'),
      metadata: { faceDetected: true, faceCheck: 'server' },
    });
    expect(body.sizeBytes).toBe(onDisk.length);
    expect((await sharp(onDisk).metadata()).format).toBe('jpeg');
  });

  it('streams the photo back to the same workplace as an attachment, with no-store, nosniff and its content type', async () => {
    const { headers } = await operator();
    const bytes = fixture('face.png');
    const created = await upload(headers, bytes, 'foto.png', 'image/png');
    expect(created.statusCode).toBe(201);
    expect(created.json().contentType).toBe('image/png');
    const res = await app.http.inject({ method: 'GET', url: `/photos/${created.json().id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="photo-${created.json().id}.png"`);
    const served = await sharp(res.rawPayload).metadata();
    const sent = await sharp(bytes).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', sent.width, sent.height]);
  });

  it('keeps the picture upright and without its EXIF block (where and with what it was taken)', async () => {
    const { headers } = await operator();
    const withExif = await sharp(fixture('face.jpg'))
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'GPS-bearing phone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const created = await upload(headers, withExif);
    expect(created.statusCode).toBe(201);
    const res = await app.http.inject({ method: 'GET', url: `/photos/${created.json().id}`, headers });
    const kept = await sharp(res.rawPayload).metadata();
    expect(kept.exif).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('accepts WebP, and says faceDetected false for a picture without a face (stored, the UI blocks it)', async () => {
    const { headers } = await operator();
    const webp = await upload(headers, fixture('face.webp'), 'f.webp', 'image/webp');
    expect(webp.statusCode).toBe(201);
    expect(webp.json()).toMatchObject({ contentType: 'image/webp', faceDetected: true });
    const plain = await upload(headers, fixture('no-face.jpg'));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().faceDetected).toBe(false);
  });

  it('reads the type from the content: a text file named .jpg and sent as image/jpeg is refused on field file', async () => {
    const { headers } = await operator();
    const res = await upload(headers, fixture('not-a-photo.jpg'), 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual([{ field: 'file', messageKey: 'photo:errors.unsupportedType' }]);
  });

  it('refuses a file with JPEG magic bytes that is not a picture (it must decode)', async () => {
    const { headers } = await operator();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(2000)]);
    const res = await upload(headers, fake);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ field: 'file', messageKey: 'photo:errors.unreadable' }]);
  });

  it('refuses a file over 5 MB, naming the field and the limit, and stores nothing', async () => {
    const { headers, workplace } = await operator();
    const big = Buffer.concat([fixture('face.jpg'), Buffer.alloc(PHOTO_MAX_BYTES)]);
    const res = await upload(headers, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { field: 'file', messageKey: 'photo:errors.tooLarge', params: { max: 5 } },
    ]);
    const rows = await app.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.workplaceId, workplace.id));
    expect(rows).toEqual([]);
  });

  it('refuses a request without a file on field file', async () => {
    const { headers } = await operator();
    const res = await upload(headers, Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ field: 'file', messageKey: 'validation:required' }]);
  });

  it("answers 404 for another workplace's photo, even to a user of both workplaces asking under the wrong cnpj", async () => {
    const owner = await operator();
    const created = await upload(owner.headers, fixture('face.jpg'));
    const stranger = await operator();
    const res = await app.http.inject({
      method: 'GET',
      url: `/photos/${created.json().id}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(res.body).not.toContain('astronaut');

    const other = await createWorkplace(app.database.db);
    const both = await createUser(app.database.db, { workplaceIds: [owner.workplace.id, other.id] });
    const login = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: both.document, password: both.password },
    });
    const token = `Bearer ${login.json().accessToken}`;
    const wrong = await app.http.inject({
      method: 'GET',
      url: `/photos/${created.json().id}`,
      headers: { authorization: token, cnpj: other.cnpj },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await app.http.inject({
      method: 'GET',
      url: `/photos/${created.json().id}`,
      headers: { authorization: token, cnpj: owner.workplace.cnpj },
    });
    expect(right.statusCode).toBe(200);
  });

  it('needs a session and a workplace', async () => {
    const body = multipart(fixture('face.jpg'), 'a.jpg', 'image/jpeg');
    const anonymous = await app.http.inject({
      method: 'POST',
      url: '/photos',
      headers: { 'content-type': body.contentType, cnpj: '11222333000181' },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await operator();
    const unknown = await app.http.inject({
      method: 'GET',
      url: `/photos/${crypto.randomUUID()}`,
      headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
