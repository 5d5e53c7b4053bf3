import { describe, expect, it } from 'vitest';
import { DEV_CONFIG, readClientConfig } from './config';

const docWith = (head: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');

describe('client config', () => {
  it('reads the server-injected meta, HTML-escaped as the server writes it', () => {
    const doc = docWith(
      `<meta name="sme-config" content='{&quot;appId&quot;:&quot;WEBSITE&quot;,&quot;appKey&quot;:&quot;k&amp;1&quot;,"apiBase":"/api/v1/","geoVersion":"20240101","env":"production"}'>`,
    );
    expect(readClientConfig(doc)).toEqual({ appId: 'WEBSITE', appKey: 'k&1', apiBase: '/api/v1', geoVersion: '20240101', env: 'production' });
  });

  it('falls back to the development defaults without the meta or with a broken one', () => {
    expect(readClientConfig(docWith('<!--sme-config-->'))).toEqual(DEV_CONFIG);
    expect(readClientConfig(docWith(`<meta name="sme-config" content='{oops'>`))).toEqual(DEV_CONFIG);
    expect(DEV_CONFIG).toMatchObject({ appId: 'WEBSITE', apiBase: '/api/v1', appKey: 'dev-website-key-not-for-production' });
  });
});
