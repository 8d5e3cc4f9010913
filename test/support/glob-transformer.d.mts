/** The file with each `import.meta.glob('<pattern>', { eager: true })` expanded as Vite does; `files`: those matched. */
export function expandGlobImports(code: string, filename: string): { code: string; files: string[] };

export interface GlobTransformer {
  process(src: string, filename: string, options: object): { code: string };
  getCacheKey(src: string, filename: string, options: object): string;
}

declare const transformer: { createTransformer(swcOptions: object): GlobTransformer };
export default transformer;
