import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/ui/simple-page';

/** Single sign-on landing (/userLogin?token=): built by the next issue. */
export default function UserLoginRoute() {
  const { t } = useTranslation('auth');
  return <SimplePage title={t('userLogin.title')} text={t('userLogin.text')} />;
}
