import { About } from '#components/home/About.tsx';
import { BlogTeaser } from '#components/home/BlogTeaser.tsx';
import { ContactSection } from '#components/home/ContactSection.tsx';
import { Hero } from '#components/home/Hero.tsx';
import { PackagesSection } from '#components/home/PackagesSection.tsx';
import { QuoteBanner } from '#components/home/QuoteBanner.tsx';
import { ReferencesSection } from '#components/home/ReferencesSection.tsx';
import { ServicesSection } from '#components/home/ServicesSection.tsx';
import { Tagline } from '#components/home/Tagline.tsx';
import { articles } from '#model/articles/index.ts';
import { latestTeasers } from '#model/articles/summary.ts';

/** The home page reads as a story: who, what you can buy, what I am good at, proof, how to start, thinking. */
export default function Page() {
  return (
    <>
      <Hero />
      <About />
      <QuoteBanner />
      <PackagesSection />
      <ServicesSection />
      <ReferencesSection />
      <Tagline />
      <ContactSection />
      <BlogTeaser articles={latestTeasers(articles)} />
    </>
  );
}
