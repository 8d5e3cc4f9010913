import Upload from 'graphql-upload/Upload.mjs';
import type { RestRoute } from '../../rest/route.js';

export const mediaRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/admin/upload',
    field: 'uploadImage',
    // The multipart file field is `image` (spec), `file` accepted too; a text field of that name is no file.
    args: (req) => {
      const file = req.body.image ?? req.body.file;
      return { file: file instanceof Upload ? file : undefined };
    },
    errorFields: { file: 'image' },
    summary: 'Upload a picture (multipart field image: PNG, JPEG, GIF or WebP, at most 5 MB) -> {path, url, width, height, size, mime_type}',
  },
];
