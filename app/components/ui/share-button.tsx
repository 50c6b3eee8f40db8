import { shareLink, type SharedPage } from '@app/lib/share-link';
import { Button, type ButtonProps } from './button';
import { toast } from './toast-store';

interface ShareButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What to share; `url` is a path on this site or a full address. */
  page: SharedPage;
  /** The visible word; the accessible name adds what is shared when it differs. */
  label?: string;
}

/** Share: the system sheet where there is one, else the link is copied and a toast says so. */
export function ShareButton({
  page,
  label = 'Share',
  variant = 'ghost',
  size = 'sm',
  ...props
}: ShareButtonProps) {
  const onClick = async () => {
    const url = new URL(page.url, window.location.origin).href;
    const outcome = await shareLink({ ...page, url });
    if (outcome === 'copied') {
      toast({ title: 'Link copied', description: `Paste it anywhere to share ${page.title}.` });
    } else if (outcome === 'failed') {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };
  return (
    <Button variant={variant} size={size} onClick={() => void onClick()} {...props}>
      <ShareGlyph />
      {label}
    </Button>
  );
}

function ShareGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor">
      <path
        d="M7 8H5.5A1.5 1.5 0 0 0 4 9.5v6A1.5 1.5 0 0 0 5.5 17h9a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 14.5 8H13"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <path
        d="M10 12V3m0 0L7 6m3-3 3 3"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
