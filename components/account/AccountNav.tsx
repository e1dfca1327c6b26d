import styles from './Sections.module.css';

/** A section of /account the navigation links to: its fragment and its heading's words. */
export type NavItem = { href: `#${string}`; label: string };

/**
 * The navigation at the top of /account: the daily sections, then the settings (closed disclosures
 * their links open). Plain in-page links: keyboard reachable, the site's focus ring, no script.
 */
export function AccountNav({ label, groups }: { label: string; groups: { title: string; items: NavItem[] }[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {groups.map((group, i) => (
        <div key={group.title} className={styles.navGroup}>
          <p id={`account-nav-${i}`} className={styles.navTitle}>
            {group.title}
          </p>
          <ul aria-labelledby={`account-nav-${i}`}>
            {group.items.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
