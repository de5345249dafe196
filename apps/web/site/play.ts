/**
 * A hosted table from a seat link: `play.html?game=<tag>&match=<id>&token=<token>` (your seat), or
 * `…&seat=<n>&invite=<code>` for an open seat, which is joined first (its token then replaces the seat in the
 * address, so a reload keeps the seat). `lang=nl` for Dutch; `variant=<game>` names the game of `<tafel-das-spiel>`.
 *
 * @module
 */
import '../src/tafel.ts';

const q = new URLSearchParams(location.search);
const status = document.getElementById('status')!;
const api = q.get('api') ?? location.origin;
const match = q.get('match');
let token = q.get('token');
const tag = q.get('game') ?? 'tafel-wine-cellar';

async function main(): Promise<void> {
  if (!match || !/^tafel-[a-z-]+$/.test(tag)) throw new Error('This link has no match.');
  if (!token && q.get('seat') !== null) {
    // A private table's link carries its invite: joining needs it.
    const invite = q.get('invite');
    const res = await fetch(
      `${api}/v1/matches/${encodeURIComponent(match)}/seats/${encodeURIComponent(q.get('seat')!)}/join`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(invite ? { invite } : {}),
      },
    );
    const body = (await res.json()) as { token?: string; error?: { message: string } };
    if (!res.ok || !body.token) throw new Error(body.error?.message ?? 'The seat could not be joined.');
    token = body.token;
    q.delete('seat');
    q.delete('invite');
    q.set('token', token);
    history.replaceState(null, '', `?${q}`);
  }
  const table = document.createElement(tag);
  const variant = q.get('variant');
  if (variant) table.setAttribute('game', variant);
  table.setAttribute('api', api);
  table.setAttribute('match', match);
  if (token) table.setAttribute('token', token);
  if (q.get('lang')) table.setAttribute('lang', q.get('lang')!);
  document.getElementById('table')!.replaceChildren(table);
  status.textContent = token ? '' : 'Watching (no seat).';
}

main().catch((e: Error) => {
  status.textContent = e.message;
});
