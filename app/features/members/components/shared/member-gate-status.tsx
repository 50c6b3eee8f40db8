import { Container } from '@app/components/ui/container';

/** What a members' screen shows before it knows who is signed in, or while sending them to /login. */
export function MemberGateStatus({ status }: { status: 'loading' | 'signed-out' }) {
  return (
    <Container className="grid min-h-[50svh] place-items-center py-24">
      <p role="status" className="flex items-center gap-3 text-sm text-stone-300">
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-gold-500/30 border-t-gold-400 motion-reduce:animate-none"
        />
        {status === 'loading' ? 'Opening your members’ area…' : 'Taking you to sign in…'}
      </p>
    </Container>
  );
}
