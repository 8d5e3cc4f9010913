import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';

/**
 * A file answered by a GraphQL field (an export). GraphQL clients decode `content` (base64); the REST
 * gateway sends the bytes themselves on routes marked `download: true` (see rest/route.ts).
 */
@ObjectType({ description: 'A file to download: name, type and base64 content' })
export class FileDownload {
  @Field(() => String)
  filename!: string;

  @Field(() => String)
  contentType!: string;

  @Field(() => String, { description: 'The file, base64-encoded' })
  content!: string;
}

@ObjectType({ description: 'Why one spreadsheet row was not imported' })
export class ImportRowError {
  @Field(() => Int, { description: 'The row number in the sheet (the header is row 1)' })
  row!: number;

  @Field(() => GraphQLJSONObject, { description: 'Column name -> message' })
  messages!: Record<string, string>;
}

@ObjectType({ description: 'The outcome of a spreadsheet import: rows imported, and the rows refused with why' })
export class ImportResult {
  @Field(() => Int)
  imported!: number;

  @Field(() => [ImportRowError])
  errors!: ImportRowError[];
}
