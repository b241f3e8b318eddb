import { createFileRoute } from '@tanstack/react-router';
import { Brush, HandHeart, ShieldCheck } from 'lucide-react';
import { PageContainer } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';

export const Route = createFileRoute('/about')({
  component: AboutPage,
});

const PRINCIPLES = [
  {
    icon: Brush,
    title: 'Artists first',
    text: 'Every artist keeps the rights to their work and sets their own prices. We take care of the storefront so they can stay in the studio.',
  },
  {
    icon: ShieldCheck,
    title: 'Reviewed with care',
    text: 'Each artist and every artwork is reviewed by our team before it is shown, so the gallery stays personal and trustworthy.',
  },
  {
    icon: HandHeart,
    title: 'Made for you',
    text: 'Commission a piece directly from the artist: describe your idea, agree on a quote, and watch it come to life.',
  },
] as const;

function AboutPage() {
  return (
    <PageContainer width="medium">
      <header className="pt-12 pb-10 sm:pt-20">
        <p className="text-sm font-medium tracking-wide text-accent uppercase">Our story</p>
        <h1 className="mt-4 text-5xl leading-tight font-medium text-ink sm:text-6xl">
          A gallery for the artists of tomorrow
        </h1>
      </header>
      <div className="space-y-6 text-lg leading-relaxed text-muted">
        <p>
          Atelier began with a simple observation: some of the most exciting art being made today never
          reaches a gallery wall. It lives in small studios, shared workshops and bedroom corners, made by
          young and emerging artists who have the talent but not yet the connections.
        </p>
        <p>
          We built Atelier to close that gap. Artists open a profile, show their portfolio and offer originals
          and prints. Collectors browse without an account, follow the artists they love, and buy work that
          means something to them. When nothing in the gallery is quite right, they can ask an artist for a
          commission made just for them.
        </p>
        <p>
          We keep the frame quiet so the art can be loud: no noisy banners, no endless upsells. Just the work,
          the people who make it, and the people who will live with it.
        </p>
      </div>

      <ul className="mt-16 grid gap-8 border-t border-line pt-12 sm:grid-cols-3">
        {PRINCIPLES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Icon aria-hidden className="size-5" />
            </span>
            <h2 className="mt-4 text-xl font-medium text-ink">{title}</h2>
            <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>

      <section className="mt-16 rounded-[1.25rem] border border-line bg-surface p-8 sm:p-10">
        <h2 className="text-3xl font-medium text-ink">Join the community</h2>
        <p className="mt-3 max-w-xl text-muted">
          Artists: register, build your profile and submit your first artworks for review. Collectors: create
          an account to follow artists (you hear when they publish a new artwork), keep favourites and send
          commission requests, or simply start exploring.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/register" size="lg">
            Create your account
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="secondary">
            Start exploring
          </ButtonLink>
        </div>
      </section>
    </PageContainer>
  );
}
