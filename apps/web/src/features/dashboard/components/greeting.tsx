import { useTranslation } from 'react-i18next';
import { Clock } from './clock';

interface GreetingProps {
  /** The student's name, or the parent's own for a parent login. */
  name: string;
  timeZone: string;
}

/** The greeting card: the name, the clock and the date. */
export function Greeting({ name, timeZone }: GreetingProps) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="card home-greeting" aria-labelledby="home-greeting-title">
      <div className="home-greeting__text">
        <p className="home-greeting__eyebrow">{t('greeting.eyebrow')}</p>
        <h2 id="home-greeting-title" className="home-greeting__title">
          {t('greeting.title', { name })}
        </h2>
      </div>
      <Clock timeZone={timeZone} />
    </section>
  );
}
