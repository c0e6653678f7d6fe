import { Hero } from '../../components/home/Hero';

export default function Page() {
  return <Hero />;
}
