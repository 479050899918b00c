import { PageHeader } from '../../components/layout/page-header'

export default function FaqPage() {
  return <PageHeader title="Frequently Asked Questions" />
}
