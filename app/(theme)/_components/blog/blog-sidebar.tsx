import Link from 'next/link';

import { DemoForm } from '@/app/(theme)/_components/forms/demo-form.client';
import { BLOG_CATEGORIES, POPULAR_POSTS, SOCIAL_LINKS } from '@/app/(theme)/_content/blog';

import styles from './blog-sidebar.module.css';

/** Sidebar of the journal and of a post: Search, Social, Popular Posts, Newsletter, Categories. */
export function BlogSidebar() {
  return (
    <aside className={styles.sidebar} aria-label="Blog sidebar">
      <section className={styles.widget} aria-labelledby="sidebar-search">
        <h2 id="sidebar-search" className={styles.heading}>
          Search
        </h2>
        <DemoForm kind="search" label="Search the journal" submitLabel="Search" />
      </section>
      <section className={styles.widget} aria-labelledby="sidebar-social">
        <h2 id="sidebar-social" className={styles.heading}>
          Social
        </h2>
        <ul className={styles.social}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a href={link.href} rel="noopener noreferrer">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.widget} aria-labelledby="sidebar-popular">
        <h2 id="sidebar-popular" className={styles.heading}>
          Popular Posts
        </h2>
        <ol className={styles.popular}>
          {POPULAR_POSTS.map((post) => (
            <li key={post.postNumber}>
              <span className={styles.number} aria-hidden="true">
                {String(post.postNumber).padStart(2, '0')}
              </span>
              <div>
                <p className={styles.cat}>{post.catName}</p>
                <Link href={post.href}>{post.title}</Link>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.widget} aria-labelledby="sidebar-newsletter">
        <h2 id="sidebar-newsletter" className={styles.heading}>
          Newsletter
        </h2>
        <p>One short letter a month about design and the web.</p>
        <DemoForm kind="newsletter" label="Your e-mail address" submitLabel="Subscribe" />
      </section>
      <section className={styles.widget} aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories" className={styles.heading}>
          Categories
        </h2>
        <ul className={styles.categories}>
          {BLOG_CATEGORIES.map((category) => (
            <li key={category.name}>
              <span>{category.name}</span>
              <span className={styles.count}>{category.count}</span>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
