import { NoticePage } from '../../components/notice-page';
import { useUnknownPersonText } from './text';

/** What the API's 403 UNKNOWN_PERSON names: the organization and whom to ask (its feedback mail), if known. */
export type UnknownPerson = { organizationName?: string; contact?: string };

type Props = UnknownPerson & {
  /** who is signed in (e-mail or name of the identity provider's profile), when known */
  signedInAs?: string;
  /** ends the sign-in at the identity provider (the app shell's sign-out) */
  onSignOut: () => Promise<void>;
};

/**
 * The page of a person signed in at the organization's identity provider whom no employee matches
 * (docs/deployment.md): says so, whom to ask, and offers signing out (to sign in as someone else). Never the 500 page.
 */
export function UnknownPersonPage({ organizationName, contact, signedInAs: who, onSignOut }: Props) {
  const { t } = useUnknownPersonText();
  return (
    <NoticePage
      testId="unknown-person-page"
      icon="pi pi-user-minus"
      title={t('unknownPerson.title')}
      action={{
        label: t('unknownPerson.signOut'),
        icon: 'pi pi-sign-out',
        testId: 'unknown-person-sign-out',
        run: onSignOut,
        failure: 'Sign-out could not start',
      }}
    >
      <p>
        {organizationName
          ? t('unknownPerson.textOrganization', { organization: organizationName })
          : t('unknownPerson.textNoOrganization')}
      </p>
      {who && (
        <p data-testid="unknown-person-who" style={{ overflowWrap: 'anywhere' }}>
          {t('unknownPerson.signedInAs', { who })}
        </p>
      )}
      {contact ? (
        <p data-testid="unknown-person-contact" style={{ overflowWrap: 'anywhere' }}>
          {t('unknownPerson.askContact')} <a href={`mailto:${contact}`}>{contact}</a>
        </p>
      ) : (
        <p>{t('unknownPerson.askAdministration')}</p>
      )}
    </NoticePage>
  );
}
