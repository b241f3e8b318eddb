import type { ReactNode } from 'react';

/** The narrow, centred frame of the login and register pages. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-10 pb-8 sm:pt-16">
      <h1 className="text-4xl font-medium text-ink">{title}</h1>
      <p className="mt-2 text-muted">{description}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
