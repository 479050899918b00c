import { PageHeader } from '../../components/layout/page-header'

export default function HomePage() {
  return <PageHeader title="Home" />
}
