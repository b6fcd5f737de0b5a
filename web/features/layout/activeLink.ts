/**
 * The current page's top-bar entry: primary colour and an underline. Links carry
 * aria-current="page"; a dropdown holding the current page carries aria-current="true".
 */
export const activeLinkSx = {
  '&[aria-current]': {
    color: 'primary.main',
    boxShadow: 'inset 0 -3px 0 currentColor',
    borderBottomLeftRadius: 0,
    borderBottomRightRadius: 0,
  },
} as const;
