import { PageHeader } from '../../components/layout/page-header'

export default function ContactPage() {
  return <PageHeader title="Contact Us" />
}
