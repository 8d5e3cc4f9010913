/** snake_case at the REST edge, camelCase inside (DESIGN 4.1). */
export const toSnake = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
export const toCamel = (name: string): string => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `stocks.0.specialPrice` -> `stocks.0.special_price`. */
export const pathToSnake = (path: string): string => path.split('.').map(toSnake).join('.');
