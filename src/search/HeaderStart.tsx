import { Logo } from '@/layout/Logo';
import { SearchButton } from './SearchButton';

/** The header's start on a site with a search: the logo, then the search button (vite/search/search.ts). */
export function HeaderStart() {
  return (
    <>
      <Logo />
      <SearchButton />
    </>
  );
}
