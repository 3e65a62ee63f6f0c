import tokensCss from '../../src/styles/tokens.css?raw';

export interface Token {
  name: string;
  value: string;
  note?: string;
}

export interface TokenGroup {
  title: string;
  tokens: Token[];
}

/** Reads src/styles/tokens.css itself, so this page never drifts from the tokens. */
export function parseTokens(css: string = tokensCss): TokenGroup[] {
  const groups: TokenGroup[] = [];
  let current: TokenGroup | null = null;
  for (const raw of css.split('\n')) {
    const line = raw.trim();
    const heading = /^\/\* ---- (.+?) ---- \*\/$/.exec(line);
    if (heading?.[1]) {
      current = { title: heading[1], tokens: [] };
      groups.push(current);
      continue;
    }
    const decl = /^(--[\w-]+):\s*(.+?);\s*(?:\/\*\s*(.+?)\s*\*\/)?$/.exec(line);
    if (decl?.[1] && decl[2] && current) {
      current.tokens.push({ name: decl[1], value: decl[2], note: decl[3] });
    }
  }
  return groups;
}

const cell = {
  padding: 'var(--space-2) var(--space-3)',
  borderBottom: 'var(--border-width) solid var(--color-border)',
};
const mono = { fontFamily: 'var(--font-family-mono)', fontSize: 'var(--font-size-sm)' };

function Preview({ group, token }: { group: string; token: Token }) {
  const v = `var(${token.name})`;
  if (group.startsWith('Colour')) {
    return (
      <span
        style={{
          display: 'inline-block',
          width: 'var(--touch-target-min)',
          height: 'var(--space-8)',
          background: v,
          border: 'var(--border-width) solid var(--color-border)',
          borderRadius: 'var(--radius-sm)',
        }}
      />
    );
  }
  if (group.startsWith('Spacing'))
    return (
      <span
        style={{
          display: 'inline-block',
          width: v,
          height: 'var(--space-4)',
          background: 'var(--color-primary)',
        }}
      />
    );
  if (group.startsWith('Radius'))
    return (
      <span
        style={{
          display: 'inline-block',
          width: 'var(--space-12)',
          height: 'var(--space-8)',
          borderRadius: v,
          border: 'var(--border-width-strong) solid var(--color-primary)',
        }}
      />
    );
  if (group.startsWith('Elevation'))
    return (
      <span
        style={{
          display: 'inline-block',
          width: 'var(--space-16)',
          height: 'var(--space-8)',
          boxShadow: v,
          background: 'var(--color-surface)',
          borderRadius: 'var(--radius-md)',
        }}
      />
    );
  if (token.name.startsWith('--font-size')) return <span style={{ fontSize: v }}>Total $12.345</span>;
  if (token.name.startsWith('--font-weight')) return <span style={{ fontWeight: v }}>REALIZAR COMPRA</span>;
  return null;
}

/** All token groups as tables with a visual sample. */
export function TokenTables() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-8)' }}>
      {parseTokens().map((g) => (
        <section key={g.title}>
          <h3 style={{ fontSize: 'var(--font-size-xl)', marginBottom: 'var(--space-2)' }}>{g.title}</h3>
          <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
            <thead>
              <tr>
                <th style={{ ...cell, textAlign: 'left' }}>Token</th>
                <th style={{ ...cell, textAlign: 'left' }}>Value</th>
                <th style={{ ...cell, textAlign: 'left' }}>Sample</th>
              </tr>
            </thead>
            <tbody>
              {g.tokens.map((t) => (
                <tr key={t.name}>
                  <td style={{ ...cell, ...mono }}>{t.name}</td>
                  <td style={{ ...cell, ...mono }}>
                    {t.value}
                    {t.note ? ` (${t.note})` : ''}
                  </td>
                  <td style={cell}>
                    <Preview group={g.title} token={t} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
