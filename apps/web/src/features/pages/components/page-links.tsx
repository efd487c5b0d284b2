import { Link } from '../../../lib/link';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right';
import { usePages } from '../api';
import './pages.css';

export interface PageLinksProps {
  /** Leaves out the page being read. */
  readonly exclude?: string;
  readonly variant?: 'list' | 'inline';
  readonly className?: string;
}

/** Links to the content pages (get-pages). Quiet when the list cannot load: it is a convenience. */
export function PageLinks({ exclude, variant = 'list', className }: PageLinksProps) {
  const pages = usePages();
  const list = (pages.data ?? []).filter((page) => page.slug !== exclude);
  if (list.length === 0) return null;
  return (
    <ul className={`page-links page-links--${variant} ${className ?? ''}`}>
      {list.map((page) => (
        <li key={page.id}>
          <Link to={`/pages/${page.slug}`} className="page-links__link">
            <span>{page.title}</span>
            {variant === 'list' && <ChevronRightIcon size={18} />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
