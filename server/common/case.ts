/** snake_case at the REST edge and in SQL column lists, camelCase inside (DESIGN 4.1). */
const snakeNames = new Map<string, string>();
/** Memoised: every REST answer converts the same few hundred field names, many times over. */
export const toSnake = (name: string): string => {
  let snake = snakeNames.get(name);
  if (snake === undefined) {
    snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    if (snakeNames.size < 10_000) snakeNames.set(name, snake);
  }
  return snake;
};
export const toCamel = (name: string): string => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `stocks.0.specialPrice` -> `stocks.0.special_price`. */
export const pathToSnake = (path: string): string => path.split('.').map(toSnake).join('.');

/** The same object with snake_case keys (a row for SQL from a camelCase object). */
export const snakeKeys = (object: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [toSnake(key), value]));
