import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AnyAdmin } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { UploadedImage } from './media.inputs.js';
import { MediaService } from './media.service.js';

@Resolver()
export class MediaResolver {
  /**
   * Any admin may upload: pictures belong to many resources (brands, products, menus, sliders...), and
   * storing one changes nothing until a resource guarded by its own permission points at it.
   * `file` is optional in the schema so that a missing file gets the spec's message, not a type error.
   */
  @AnyAdmin()
  @Mutation(() => UploadedImage, { description: 'Stores a PNG, JPEG, GIF or WebP picture of at most 5 MB (multipart request)' })
  uploadImage(@Ctx() ctx: AppContext, @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null) {
    return MediaService.of(ctx).uploadImage(file);
  }
}
