type Headers = Record<string, string>;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo's exchange rates, so the cash position has its IDR and USD totals
 * from the start: the last 90 days' USD and SGD rates of every weekday,
 * imported as a CSV (as a treasurer would from Bank Indonesia's JISDOR and
 * their bank's board), and today's dollar rate entered by hand. The figures
 * wander within the range the rupiah traded in during 2025-2026 (about
 * 16,100-16,700 per dollar, 12,300-12,900 per Singapore dollar).
 */
export async function seedFxRates(
  treasuryUrl: string,
  headers: Headers,
  today: string,
): Promise<void> {
  const lines = ['date,currency,rate'];
  for (let back = 90; back >= 1; back -= 1) {
    const date = addDays(today, -back);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    // A smooth, repeatable wander: the same demo every time it is seeded.
    const usd = 16_400 + Math.round(180 * Math.sin(back / 9) + 60 * Math.sin(back / 2.3));
    const sgd = 12_600 + Math.round(140 * Math.sin(back / 11) + 45 * Math.cos(back / 3.1));
    lines.push(
      `${date},USD,${usd}.${String((back * 37) % 100).padStart(2, '0')}`,
      `${date},SGD,${sgd}.${String((back * 53) % 100).padStart(2, '0')}`,
    );
  }
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${treasuryUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`Seeding failed at ${method} ${path}: ${response.status} ${text}`);
    const answer = JSON.parse(text) as { issues?: unknown[] };
    if (answer.issues?.length) throw new Error(`Seeding failed at ${method} ${path}: ${text}`);
  };
  await send('POST', '/fx-rates/import', {
    fileName: 'kurs-jisdor-90-hari.csv',
    content: `${lines.join('\n')}\n`,
  });
  await send('PUT', '/fx-rates', { date: today, currency: 'USD', rate: '16512.50' });
}
