import type { OutboxItem, OutboxQuery } from './dev.service';

/** Seconds between reloads when auto-refresh is on. */
export const AUTO_REFRESH_SECONDS = 5;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Links stop at whitespace, quotes and angle brackets; trailing punctuation stays text. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Escaped text with its http(s) links made clickable. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function pageUrl(query: OutboxQuery, refresh: boolean): string {
  const params = new URLSearchParams();
  if (query.to) params.set('to', query.to);
  if (query.channel) params.set('channel', query.channel);
  params.set('limit', String(query.limit));
  if (refresh) params.set('refresh', '1');
  return `/dev/outbox?${params.toString()}`;
}

function renderItem(item: OutboxItem): string {
  const when = item.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  const subject = item.subject === null ? '' : `<h2>${escapeHtml(item.subject)}</h2>`;
  return `<article class="${item.channel}">
<p class="meta"><span class="channel">${item.channel === 'mail' ? 'Mail' : 'SMS'}</span> to <strong>${escapeHtml(item.to)}</strong> · <time datetime="${escapeHtml(item.createdAt)}">${escapeHtml(when)}</time></p>
${subject}<pre>${linkify(item.text)}</pre>
</article>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:860px;padding:16px;color:#1f2328}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-bottom:16px}
input,select,button,.button{font:inherit;padding:4px 8px}
.button{border:1px solid #999;border-radius:4px;text-decoration:none;color:inherit}
article{border:1px solid #d0d7de;border-left:4px solid #0969da;border-radius:6px;padding:8px 12px;margin:12px 0}
article.sms{border-left-color:#1a7f37}
.meta{margin:0;color:#57606a}.channel{font-weight:600;text-transform:uppercase;font-size:12px}
h2{font-size:16px;margin:4px 0}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:4px 0}`;

/**
 * The development outbox as a page a person reads while signing up on the embedded database: mails and
 * texts newest first, links clickable, every value escaped. Auto-refresh is a meta refresh, because the
 * content security policy allows no inline script.
 */
export function renderOutboxPage(items: OutboxItem[], query: OutboxQuery, autoRefresh: boolean): string {
  const refreshMeta = autoRefresh ? `<meta http-equiv="refresh" content="${AUTO_REFRESH_SECONDS}">` : '';
  const channelOption = (value: string, label: string) => `<option value="${value}"${(query.channel ?? '') === value ? ' selected' : ''}>${label}</option>`;
  const toggle = autoRefresh
    ? `<a class="button" href="${escapeHtml(pageUrl(query, false))}">Stop auto-refresh</a>`
    : `<a class="button" href="${escapeHtml(pageUrl(query, true))}">Auto-refresh every ${AUTO_REFRESH_SECONDS} s</a>`;
  const list = items.length ? items.map(renderItem).join('\n') : '<p>No messages yet. Mails and texts the server sends in development appear here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refreshMeta}
<title>Dev outbox (${items.length})</title><style>${STYLE}</style></head>
<body><h1>Dev outbox</h1>
<p>Development only: what the server would have mailed or texted. The same list as JSON: <a href="/api/v1/dev/outbox">/api/v1/dev/outbox</a>.</p>
<form method="get" action="/dev/outbox">
<input name="to" placeholder="to (email or +852…)" value="${escapeHtml(query.to ?? '')}">
<select name="channel">${channelOption('', 'mail and SMS')}${channelOption('mail', 'mail')}${channelOption('sms', 'SMS')}</select>
<input name="limit" type="number" min="1" max="100" value="${query.limit}">
${autoRefresh ? '<input type="hidden" name="refresh" value="1">' : ''}<button type="submit">Refresh</button> ${toggle}
</form>
${list}
</body></html>`;
}
