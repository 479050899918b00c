import { PageHeader } from '../../components/layout/page-header'

export default function LoginPage() {
  return <PageHeader title="Log In" />
}
