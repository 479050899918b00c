import { PageHeader } from '../../components/layout/page-header'

export default function TermsPage() {
  return <PageHeader title="Terms & Conditions" />
}
