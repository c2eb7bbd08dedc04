import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/ui/simple-page';

/** The error page: built by the next issue. */
export default function ErrorPageRoute() {
  const { t } = useTranslation('auth');
  return <SimplePage title={t('errorPage.title')} text={t('errorPage.text')} />;
}
