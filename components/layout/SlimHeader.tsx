import { LanguageSwitcher } from './LanguageSwitcher';
import { HeaderFrame } from './SiteHeader';

/** Brand and language chooser only: the certificate and template layouts. */
export function SlimHeader() {
  return (
    <HeaderFrame className="slim-header">
      <div className="header-tools">
        <LanguageSwitcher />
      </div>
    </HeaderFrame>
  );
}
