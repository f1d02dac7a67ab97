import IntegrationLandingPage from './integration-landing';

/** /clinicarx (public, §2): the integration landing page as clinics read it (docs/public-pages.md). */
export default function ClinicLandingPage() {
  return <IntegrationLandingPage audience="clinic" />;
}
