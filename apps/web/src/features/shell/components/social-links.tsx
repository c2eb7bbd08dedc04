import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseExternalUrl } from '@portal/shared/shell/rules';
import type { Session } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  TwitterIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from '@/components/ui/app-icons';

const NETWORKS: Array<{ key: string; field: keyof Session; Icon: ComponentType<{ size?: number }> }> = [
  { key: 'twitter', field: 'twitter_url', Icon: TwitterIcon },
  { key: 'facebook', field: 'facebook_url', Icon: FacebookIcon },
  { key: 'linkedin', field: 'linkedin_url', Icon: LinkedInIcon },
  { key: 'whatsapp', field: 'whatsapp_url', Icon: WhatsAppIcon },
  { key: 'youtube', field: 'youtube_url', Icon: YouTubeIcon },
  { key: 'instagram', field: 'instagram_url', Icon: InstagramIcon },
];

/** The institute's social pages, each only when its URL is set. */
export function SocialLinks() {
  const session = useSignedInSession();

  const { t } = useTranslation('shell');
  const links = NETWORKS.map((network) => ({
    ...network,
    href: normaliseExternalUrl(session[network.field] as string | null),
  })).filter((link) => link.href !== null);
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('header.social')}>
      {links.map(({ key, href, Icon }) => (
        <li key={key}>
          <a
            href={href!}
            target="_blank"
            rel="noopener"
            className="icon-button icon-button--sm"
            aria-label={t(`social.${key}`)}
          >
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
