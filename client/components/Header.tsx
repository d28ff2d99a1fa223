/**
 * The header: the product name and its subtitle (docs/behaviour.md#the-page).
 */
import { Icon } from "./Icon.tsx";

export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <span className="logo-mark" aria-hidden="true">
          <Icon name="sparkles" />
        </span>
        <div>
          <h1 className="brand-name">BrandKit</h1>
          <p className="brand-subtitle">AI Event Brand Creator</p>
        </div>
      </div>
    </header>
  );
}
