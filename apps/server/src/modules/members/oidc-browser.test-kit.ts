/**
 * Just enough of a browser for redirect flows: fetch with manual redirects and one cookie jar for
 * 127.0.0.1 (browsers do not separate cookies by port, and the test provider and app share the host).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, no redirect followed. */
  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: { ...this.headers, ...(cookie ? { cookie } : {}), ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: init.form ? new URLSearchParams(init.form) : undefined,
    });
    this.remember(response);
    return response;
  }

  /**
   * Follow redirects from `url` while `follow(next)` says so; answers the last response and its URL
   * (a page to act on, or the redirect that was not followed).
   */
  async navigate(
    url: string,
    follow: (next: URL) => boolean,
    init: { form?: Record<string, string> } = {},
  ): Promise<{ url: string; response: Response; location: URL | undefined }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 20; hops++) {
      const header = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !header) return { url: current, response, location: undefined };
      const next = new URL(header, current);
      if (!follow(next)) return { url: current, response, location: next };
      await response.body?.cancel();
      current = next.href;
      response = await this.request(current);
    }
    throw new Error(`too many redirects from ${url}`);
  }
}
