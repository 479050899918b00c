import { PageHeader } from '../../components/layout/page-header'

export default function AboutPage() {
  return <PageHeader title="About Us" />
}
