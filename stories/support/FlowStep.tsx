import type { ReactNode } from 'react';

/** The visible texts of a catalogue (src/domain/*Messages.ts): its plain strings, in order. */
export function textsOf(...catalogues: Record<string, unknown>[]): string[] {
  return catalogues.flatMap((c) => Object.values(c).filter((v): v is string => typeof v === 'string'));
}

export interface FlowStepProps {
  /** 1, 2, 3 … in the flow. */
  n: number;
  /** The screen and its state, as the seller meets it. */
  title: string;
  /** The story's id: the link opens it in Storybook, live on the demo world. */
  story: string;
  /** The story's visual baseline at the terminal's size (the picture CI compares). */
  image: string;
  /** The spec's texts this step shows or may show. */
  texts?: string[];
  children?: ReactNode;
}

/**
 * One step of a flow's docs page (stories/flows/*.mdx): what the seller does, the screen as the
 * visual baseline shows it, the spec's texts, and a link to the live story.
 */
export function FlowStep({ n, title, story, image, texts = [], children }: FlowStepProps) {
  return (
    <section
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) 270px',
        gap: 24,
        alignItems: 'start',
        borderTop: '1px solid #ddd',
        padding: '24px 0',
      }}
    >
      <div>
        <h3 style={{ marginTop: 0 }}>{`${n}. ${title}`}</h3>
        <div>{children}</div>
        {texts.length > 0 && (
          <>
            <p style={{ marginBottom: 4 }}>
              <strong>Textos de la especificación</strong>
            </p>
            <ul style={{ marginTop: 0 }}>
              {texts.map((t) => (
                <li key={t}>
                  <q>{t}</q>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <a href={`./?path=/story/${story}`} target="_top">
            Abrir la historia
          </a>
        </p>
      </div>
      <img
        src={image}
        alt={`${title} en el terminal (720x1280)`}
        width={270}
        style={{ border: '1px solid #ccc', borderRadius: 8, height: 'auto' }}
      />
    </section>
  );
}
