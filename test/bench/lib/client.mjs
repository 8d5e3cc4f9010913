// A tiny JSON client for the set-up requests of the benchmark (logins, probes, scenario set-up).

/** Sends one request; answers { status, body, bytes } with the body parsed as JSON when it is JSON (bytes: the answer's length). */
export async function request(baseUrl, method, path, { body, token, headers = {}, timeoutMs = 30_000 } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, bytes: Buffer.byteLength(text) };
}

/** POSTs credentials to a login route; answers { token } or { error } saying what went wrong. */
export async function login(baseUrl, path, email, password) {
  try {
    const answer = await request(baseUrl, 'POST', path, { body: { email, password } });
    if (answer.status === 200 && typeof answer.body?.token === 'string') return { token: answer.body.token };
    const detail = typeof answer.body === 'object' && answer.body?.message ? `: ${answer.body.message}` : '';
    return { error: `POST ${path} answered ${answer.status}${detail}`, status: answer.status };
  } catch (error) {
    return { error: `POST ${path} failed: ${error.message}` };
  }
}
