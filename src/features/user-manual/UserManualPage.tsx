import { useT, type MessageKey } from '../../ui/index.ts';
import './user-manual.css';

/** Each section of the manual: a heading and its paragraphs, all from the catalogue. */
const SECTIONS: readonly { id: string; title: MessageKey; paragraphs: readonly MessageKey[] }[] = [
  { id: 'signing-in', title: 'manual.signIn.title', paragraphs: ['manual.signIn.body', 'manual.signIn.remember'] },
  { id: 'home', title: 'manual.home.title', paragraphs: ['manual.home.body', 'manual.home.list'] },
  { id: 'header', title: 'manual.header.title', paragraphs: ['manual.header.body', 'manual.header.connection'] },
  { id: 'settings', title: 'manual.settings.title', paragraphs: ['manual.settings.body', 'manual.settings.save'] },
  { id: 'diagnostics', title: 'manual.diagnostics.title', paragraphs: ['manual.diagnostics.body'] },
  { id: 'keyboard', title: 'manual.keyboard.title', paragraphs: ['manual.keyboard.body'] },
];

export function UserManualPage() {
  const t = useT();
  return (
    <article className="page manual">
      <h1 className="page__title">{t('manual.title')}</h1>
      <p className="manual__intro">{t('manual.intro')}</p>
      <nav aria-label={t('manual.contents')}>
        <ol className="manual__contents">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((section) => (
        <section key={section.id} id={section.id} className="manual__section">
          <h2>{t(section.title)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
