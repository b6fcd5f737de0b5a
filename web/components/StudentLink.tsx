import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * Links a student typed (project URLs, their GitHub, website and X): search engines give them no
 * credit (`nofollow ugc`), and the page opened in the new tab gets no hold on this one.
 */
export const STUDENT_LINK_REL = 'nofollow ugc noopener noreferrer';

/** How many characters of a URL the screens show before the ellipsis. */
const SHORT_URL_LENGTH = 48;

/** A URL as text: without its scheme and a trailing slash, host and the start of the path, then '…'. */
export function shortUrl(url: string, max = SHORT_URL_LENGTH) {
  const bare = url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
  return bare.length <= max ? bare : `${bare.slice(0, max - 1)}…`;
}

/**
 * A project URL as every screen shows it: shortened on one line (a 3,000-character link wrapped
 * into 80 lines), the whole URL in the tooltip and as the link; a narrow column cuts it with an
 * ellipsis too. `icon`: the new-tab icon after it. `dir="auto"`: a URL reads left to right in the Arabic page.
 */
export function ProjectUrlLink({
  url,
  icon = false,
  sx,
  ...props
}: { url: string; icon?: boolean; sx?: SystemStyleObject<Theme> } & Omit<LinkProps, 'href' | 'children' | 'sx'>) {
  return (
    <Link
      href={url}
      target="_blank"
      rel={STUDENT_LINK_REL}
      title={url}
      underline="hover"
      dir="auto"
      {...props}
      sx={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', verticalAlign: 'bottom', ...sx }}
    >
      <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {shortUrl(url)}
      </Box>
      {icon && <OpenInNew sx={{ fontSize: '1.1em', ml: 0.25, flexShrink: 0 }} />}
    </Link>
  );
}
