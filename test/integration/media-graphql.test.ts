import fs from 'node:fs';
import path from 'node:path';
import { TestShop } from '../support/shop.js';
import { mediaFixture, PNG_1X1, SVG, MB, MESSAGES, UPLOAD, filesUnder } from './media-fixtures.js';

const media = mediaFixture();
const { gqlUpload } = media;
let shop: TestShop;
let dataDir: string;
let uploads: string;
let token: string;
beforeAll(() => {
  ({ shop, dataDir, uploads, token } = media);
});

describe('media: image uploads GraphQL uploadImage (multipart request)', () => {
  it('stores a PNG and answers its path, size and type', async () => {
    const answer = await gqlUpload({ data: PNG_1X1, filename: 'pixel.png', type: 'image/png' });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.uploadImage).toEqual({
      path: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}-1x1\.png$/),
      url: expect.stringMatching(/^https:\/\/shop\.example\.com\/uploads\//),
      width: 1,
      height: 1,
      size: PNG_1X1.length,
      mimeType: 'image/png',
    });
    expect(fs.readFileSync(path.join(dataDir, answer.body.data!.uploadImage.path)).equals(PNG_1X1)).toBe(true);
  });

  it('refuses what is not a PNG, JPEG, GIF or WebP picture on the field `file`', async () => {
    const answers = await Promise.all(
      [
        { data: Buffer.from('hello'), filename: 'hello.png', type: 'image/png' },
        { data: SVG, filename: 'x.svg', type: 'image/svg+xml' },
        { data: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'x.jpg', type: 'image/jpeg' },
      ].map((file) => gqlUpload(file)),
    );
    for (const answer of answers) {
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { file: MESSAGES.notImage } });
    }
  });

  it('refuses a picture over 5 MB, also past the transport limit', async () => {
    for (const size of [6 * MB, 11 * MB]) {
      const big = Buffer.alloc(size);
      PNG_1X1.copy(big);
      const answer = await gqlUpload({ data: big, filename: 'big.png', type: 'image/png' });
      expect(answer.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { file: MESSAGES.tooLarge } });
    }
  });

  it('asks for a picture when the file is missing', async () => {
    const answer = await gqlUpload(undefined);
    expect(answer.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { file: MESSAGES.required } });
    const plain = await shop.gql(UPLOAD, {}, token);
    expect(plain.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { file: MESSAGES.required } });
  });

  it('refuses anonymous callers', async () => {
    const before = filesUnder(uploads);
    const answer = await gqlUpload({ data: PNG_1X1, filename: 'pixel.png', type: 'image/png' }, null);
    expect(answer.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(filesUnder(uploads)).toEqual(before);
  });
});
