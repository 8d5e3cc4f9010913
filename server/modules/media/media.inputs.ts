import { Field, Int, ObjectType } from 'type-graphql';

/** A picture stored by uploadImage: where it is served and what it is. */
@ObjectType({ description: 'An uploaded picture' })
export class UploadedImage {
  @Field(() => String, { description: 'Path on this site, e.g. /uploads/2025/01/3f9c...e1.png: the value to store in an image field' })
  path!: string;

  @Field(() => String, { description: 'The path as an absolute address under PUBLIC_URL' })
  url!: string;

  @Field(() => Int, { nullable: true, description: 'Width in pixels, when the file header tells it' })
  width?: number | null;

  @Field(() => Int, { nullable: true, description: 'Height in pixels, when the file header tells it' })
  height?: number | null;

  @Field(() => Int, { description: 'Size in bytes' })
  size!: number;

  @Field(() => String, { description: 'image/png, image/jpeg, image/gif or image/webp, from the file content' })
  mimeType!: string;
}
