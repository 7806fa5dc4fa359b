import escapeHtml from 'escape-html';
import type { CaughtMail } from './mail-catcher';

/** The inbox page: newest first, plain text only (HTML bodies are never rendered, so no script runs). */
export function renderInbox(mails: CaughtMail[]): string {
  const items = mails
    .map(
      (m) => `<li class="mail">
  <div class="meta"><strong>${escapeHtml(m.subject || '(no subject)')}</strong></div>
  <div class="meta">To: ${escapeHtml(m.to.join(', '))} · From: ${escapeHtml(m.from)} · <time datetime="${m.date}">${escapeHtml(m.date)}</time></div>
  <pre>${escapeHtml(m.text)}</pre>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Mail catcher (${mails.length})</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#222}
ul{list-style:none;padding:0}.mail{border:1px solid #ddd;border-radius:6px;padding:.75rem;margin:.75rem 0}
.meta{font-size:.9rem;margin-bottom:.25rem;overflow-wrap:anywhere}pre{white-space:pre-wrap;background:#f7f7f7;padding:.5rem;margin:.5rem 0 0}
</style>
</head>
<body>
<h1>Mail catcher</h1>
<p>${mails.length} message${mails.length === 1 ? '' : 's'}, newest first. JSON: <a href="/api/messages">/api/messages</a></p>
${mails.length ? `<ul>${items}</ul>` : '<p>No mail yet.</p>'}
</body>
</html>
`;
}
