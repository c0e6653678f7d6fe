import { About } from '#components/home/About';
import { BlogTeaser } from '#components/home/BlogTeaser';
import { ContactSection } from '#components/home/ContactSection';
import { Hero } from '#components/home/Hero';
import { PackagesSection } from '#components/home/PackagesSection';
import { QuoteBanner } from '#components/home/QuoteBanner';
import { ReferencesSection } from '#components/home/ReferencesSection';
import { ServicesSection } from '#components/home/ServicesSection';
import { Tagline } from '#components/home/Tagline';
import { articles } from '#model/articles';
import { latestTeasers } from '#model/articles/summary';

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
